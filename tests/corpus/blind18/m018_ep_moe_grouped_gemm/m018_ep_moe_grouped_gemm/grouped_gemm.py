import torch
import torch.nn.functional as F


class GroupedGemmRunner:
    """Torch fallback for the grouped GEMM kernel used by expert-parallel MoE."""

    def __init__(self, use_flashinfer: bool = False):
        self.use_flashinfer = use_flashinfer

    def _segments(self, tokens_per_expert: torch.Tensor) -> list[int]:
        return tokens_per_expert.tolist()

    def run(self, x: torch.Tensor, weights: torch.Tensor, tokens_per_expert: torch.Tensor) -> torch.Tensor:
        seg_lens = self._segments(tokens_per_expert)
        outs = []
        for e, chunk in enumerate(torch.split(x, seg_lens, dim=0)):
            if chunk.shape[0] == 0:
                continue
            outs.append(chunk @ weights[e].t())
        return torch.cat(outs, dim=0)


def swiglu(x: torch.Tensor) -> torch.Tensor:
    gate, up = x.chunk(2, dim=-1)
    return F.silu(gate) * up
