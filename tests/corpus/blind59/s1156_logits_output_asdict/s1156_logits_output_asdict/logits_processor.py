from dataclasses import dataclass
from typing import Dict, Tuple

import torch
from torch import nn

from .outputs import LogitsProcessorOutput


@dataclass(frozen=True)
class LogitsMetadata:
    return_logprob: bool = True
    top_logprobs_num: int = 2
    capture_hidden: bool = True
    aux_layer_names: Tuple[str, ...] = ("layers.0", "layers.1")


class LogitsProcessor(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 16, num_layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(hidden_size, hidden_size) for _ in range(num_layers)])
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)
        self.metadata = LogitsMetadata()

    def _compute_logprobs(self, logits: torch.Tensor, out: LogitsProcessorOutput) -> None:
        logprobs = torch.log_softmax(logits, dim=-1)
        out.next_token_logprobs = logprobs
        vals, idx = logprobs.topk(self.metadata.top_logprobs_num, dim=-1)
        out.top_logprobs_val.append(vals)
        out.top_logprobs_idx.append(idx)

    @torch.no_grad()
    def forward(self, hidden_states: torch.Tensor) -> Dict[str, object]:
        aux: Dict[str, torch.Tensor] = {}
        for i, layer in enumerate(self.layers):
            hidden_states = torch.tanh(layer(hidden_states))
            name = f"layers.{i}"
            if name in self.metadata.aux_layer_names:
                aux[name] = hidden_states
        logits = self.lm_head(hidden_states[-1:])
        out = LogitsProcessorOutput(
            next_token_logits=logits,
            hidden_states=hidden_states if self.metadata.capture_hidden else None,
            aux_layer_states=aux,
        )
        if self.metadata.return_logprob:
            self._compute_logprobs(logits, out)
        return out.to_dict()


logits_processor = torch.compile(LogitsProcessor(), fullgraph=True)
