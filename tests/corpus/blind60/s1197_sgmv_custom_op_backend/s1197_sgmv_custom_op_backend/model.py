import torch
from torch import nn

from .backend import ChunkedSgmvLoRABackend, LoRABatchInfo


class MergedColumnParallelLinearWithLoRA(nn.Module):
    def __init__(self, hidden: int, intermediate: int, max_loras: int, rank: int,
                 backend: ChunkedSgmvLoRABackend):
        super().__init__()
        self.base_layer = nn.Linear(hidden, 2 * intermediate, bias=False)
        self.intermediate = intermediate
        self.A_buffer_gate_up = nn.Parameter(torch.randn(max_loras, 2 * rank, hidden) * 0.02, requires_grad=False)
        self.B_buffer_gate = nn.Parameter(torch.randn(max_loras, intermediate, rank) * 0.02, requires_grad=False)
        self.B_buffer_up = nn.Parameter(torch.randn(max_loras, intermediate, rank) * 0.02, requires_grad=False)
        self.rank = rank
        self.lora_backend = backend

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        output = self.base_layer(x)
        lora_a_out = self.lora_backend.run_lora_a_sgemm(x, self.A_buffer_gate_up)
        gate_a, up_a = lora_a_out.split(self.rank, dim=-1)
        output = self.lora_backend.run_lora_b_sgemm(output, gate_a.contiguous(), self.B_buffer_gate, 0)
        output = self.lora_backend.run_lora_b_sgemm(output, up_a.contiguous(), self.B_buffer_up, self.intermediate)
        return output


class LoRAGatedMLP(nn.Module):
    def __init__(self, hidden: int = 8, intermediate: int = 16, max_loras: int = 4, rank: int = 2):
        super().__init__()
        self.lora_backend = ChunkedSgmvLoRABackend(max_loras)
        self.gate_up_proj = MergedColumnParallelLinearWithLoRA(hidden, intermediate, max_loras, rank,
                                                               self.lora_backend)
        self.down_proj = nn.Linear(intermediate, hidden, bias=False)
        self.scalings = torch.tensor([0.0, 2.0, 1.0, 0.5])

    @torch.compile(fullgraph=True)
    def forward_batch(self, x: torch.Tensor, seg_indptr: torch.Tensor, weight_indices: torch.Tensor) -> torch.Tensor:
        self.lora_backend.set_batch_info(
            LoRABatchInfo(bs=weight_indices.shape[0], seg_indptr=seg_indptr,
                          weight_indices=weight_indices, scalings=self.scalings)
        )
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return x + self.down_proj(torch.nn.functional.silu(gate) * up)
