from dataclasses import dataclass
from typing import List, Optional


@dataclass
class SpeculativeConfig:
    method: str = "eagle3"
    num_speculative_tokens: int = 3
    aux_hidden_state_layer_ids: Optional[List[int]] = None
    debug_aux_capture: bool = False

    @property
    def use_aux_hidden_state(self) -> bool:
        return self.method == "eagle3"

    def resolve_layer_ids(self, num_layers: int) -> List[int]:
        if self.aux_hidden_state_layer_ids is not None:
            return list(self.aux_hidden_state_layer_ids)
        return sorted({1, num_layers // 2, max(num_layers - 3, 0)})
