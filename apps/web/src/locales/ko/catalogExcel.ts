export default {
  catalogExcel: {
    template: "템플릿 다운로드",
    import: "가져오기",
    export: "내보내기",
    saveFirst: "가져오기 전에 저장하지 않은 데이터가 있습니다. 먼저 저장하세요",
    zonesImportTitle: "구역 가져오기",
    zonesImportHint:
      "템플릿에 맞게 입력하세요. 구역마다 한 행, 또는 같은 구역 코드의 여러 행이 합쳐집니다. 우편번호: 범위는 시작-끝, 접두사는 123*, 또는 정확한 우편번호를 쉼표로 구분해 입력합니다. 같은 코드의 구역은 교체되고, 새 구역은 추가되며, 나머지 구역은 유지됩니다.",
    ratesImportTitle: "요금표 가져오기",
    ratesImportHint:
      "행은 구역, 열은 가격 항목별 중량 구간입니다. 플랜의 요금표 전체가 교체되며, 비어 있는 구역 × 구간은 서비스하지 않습니다. 잘못된 셀이 하나라도 있으면 아무것도 가져오지 않습니다.",
    modePartial: "올바른 구역만 가져오고 오류 행은 건너뛰기",
    modeAll: "모두 가져오지 않기",
    resultZones: "구역 {{count}}개를 가져왔습니다",
    resultCells: "가격 {{count}}개를 가져왔습니다",
    columns: {
      zoneCode: "구역 코드",
      zoneName: "구역명",
      country: "국가 코드",
      postcodes: "우편번호",
      postcodeGroups: "우편번호 그룹",
      file: "파일",
    },
  },
};
