import torch
from torch import nn

from .decorators import maybe_profile, support_torch_compile

MODEL_REGISTRY = {}


def register_model(name):
    def deco(cls):
        MODEL_REGISTRY[name] = cls
        return cls

    return deco


@register_model("tiny-llama")
@support_torch_compile
class TinyLlama(nn.Module):
    def __init__(self, vocab: int = 16, d: int = 8) -> None:
        super().__init__()
        self.embed = nn.Embedding(vocab, d)
        self.mlp = nn.Sequential(nn.Linear(d, 2 * d), nn.SiLU(), nn.Linear(2 * d, d))
        self.lm_head = nn.Linear(d, vocab, bias=False)

    @maybe_profile
    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        h = self.embed(input_ids)
        h = h + self.mlp(h)
        return self.lm_head(h)


model = MODEL_REGISTRY["tiny-llama"]()
model_compiled = torch.compile(model, fullgraph=True)
