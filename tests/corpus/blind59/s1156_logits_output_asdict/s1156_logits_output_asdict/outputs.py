import dataclasses
from dataclasses import dataclass, field
from typing import Dict, List, Optional

import torch


@dataclass
class LogitsProcessorOutput:
    next_token_logits: torch.Tensor
    hidden_states: Optional[torch.Tensor] = None
    next_token_logprobs: Optional[torch.Tensor] = None
    top_logprobs_val: List[torch.Tensor] = field(default_factory=list)
    top_logprobs_idx: List[torch.Tensor] = field(default_factory=list)
    aux_layer_states: Dict[str, torch.Tensor] = field(default_factory=dict)

    def to_dict(self) -> Dict[str, object]:
        return dataclasses.asdict(self)

    def field_names(self) -> List[str]:
        return [f.name for f in dataclasses.fields(self)]
