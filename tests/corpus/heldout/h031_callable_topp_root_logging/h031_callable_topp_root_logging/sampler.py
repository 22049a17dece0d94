import torch

from .sampling import TopPFilter


class Sampler(torch.nn.Module):
    def __init__(self, top_p: float) -> None:
        super().__init__()
        self.filters = [TopPFilter(top_p)]

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        for f in self.filters:
            logits = f(logits)
        return logits.softmax(dim=-1)


sampler = Sampler(top_p=0.3)
sample_probs = torch.compile(sampler, fullgraph=True)
