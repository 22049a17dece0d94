import torch
from torch import nn

from .params import DEFAULT_PARAMS


class LogitsProcessor(nn.Module):
    def __init__(self, final_softcap: float = 30.0, temperature: float = 0.7):
        super().__init__()
        self.final_softcap = final_softcap
        self.temperature = temperature

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        params = DEFAULT_PARAMS.with_overrides(logit_softcap=self.final_softcap, temperature=self.temperature)
        if params.logit_softcap > 0:
            logits = torch.tanh(logits / params.logit_softcap) * params.logit_softcap
        return logits / params.temperature


compiled_processor = torch.compile(LogitsProcessor(), fullgraph=True)
