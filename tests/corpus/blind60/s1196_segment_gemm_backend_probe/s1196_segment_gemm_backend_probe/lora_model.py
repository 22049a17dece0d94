import torch
from torch import nn

from .segment_gemm import SegmentGEMMWrapper


class LoRALinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, num_adapters: int, rank: int,
                 sgemm: SegmentGEMMWrapper):
        super().__init__()
        self.base = nn.Linear(in_features, out_features, bias=False)
        self.lora_A = nn.Parameter(torch.randn(num_adapters, rank, in_features) * 0.02)
        self.lora_B = nn.Parameter(torch.zeros(num_adapters, out_features, rank))
        self.sgemm = sgemm

    def forward(self, x: torch.Tensor, seg_indptr: torch.Tensor, weight_indices: torch.Tensor) -> torch.Tensor:
        bs = weight_indices.shape[0]
        h = self.sgemm.run(x, self.lora_A, bs, True, seg_indptr=seg_indptr, weight_indices=weight_indices)
        y = self.sgemm.run(h, self.lora_B, bs, True, seg_indptr=seg_indptr, weight_indices=weight_indices)
        return self.base(x) + y


class MultiLoRAMLP(nn.Module):
    def __init__(self, hidden: int = 8, intermediate: int = 16, num_adapters: int = 3, rank: int = 4):
        super().__init__()
        workspace = torch.empty(1024, dtype=torch.int8)
        self.sgemm = SegmentGEMMWrapper(workspace)
        self.up = LoRALinear(hidden, intermediate, num_adapters, rank, self.sgemm)
        self.down = LoRALinear(intermediate, hidden, num_adapters, rank, self.sgemm)

    def forward(self, x: torch.Tensor, seg_indptr: torch.Tensor, weight_indices: torch.Tensor) -> torch.Tensor:
        h = torch.nn.functional.gelu(self.up(x, seg_indptr, weight_indices))
        return x + self.down(h, seg_indptr, weight_indices)


compiled_mlp = torch.compile(MultiLoRAMLP(), fullgraph=True)
