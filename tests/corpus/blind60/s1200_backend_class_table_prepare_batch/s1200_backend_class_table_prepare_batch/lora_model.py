import threading
from typing import Dict

import torch
from torch import nn

from .backends import create_lora_backend


class LoRAManager:
    """Host-side bookkeeping; the scheduler thread calls this between batches."""

    def __init__(self, max_loras_per_batch: int):
        self._lock = threading.Lock()
        self.active: Dict[str, int] = {}
        self.max_loras_per_batch = max_loras_per_batch

    def prepare_lora_batch(self, lora_ids) -> torch.Tensor:
        with self._lock:
            for uid in lora_ids:
                if uid is not None and uid not in self.active:
                    self.active[uid] = len(self.active) + 1
            return torch.tensor([self.active.get(uid, 0) for uid in lora_ids], dtype=torch.long)


class QKVWithLoRA(nn.Module):
    def __init__(self, hidden: int = 8, max_loras: int = 4, rank: int = 4, backend_name: str = "torch_native"):
        super().__init__()
        self.lora_backend = create_lora_backend(backend_name, max_loras)
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.lora_A = nn.Parameter(torch.randn(max_loras, rank, hidden) * 0.02, requires_grad=False)
        self.lora_B = nn.Parameter(torch.randn(max_loras, 3 * hidden, rank) * 0.02, requires_grad=False)
        self.register_buffer("scalings", torch.tensor([0.0, 1.0, 2.0, 0.5]))

    def forward(self, hidden_states: torch.Tensor, seg_lens: torch.Tensor, weight_indices: torch.Tensor) -> torch.Tensor:
        self.lora_backend.prepare_lora_batch(seg_lens, weight_indices, self.scalings, hidden_states.shape[0])
        qkv = self.qkv(hidden_states)
        lora_a = self.lora_backend.run_lora_a_sgemm(hidden_states, self.lora_A)
        qkv = qkv + self.lora_backend.run_lora_b_sgemm(lora_a, self.lora_B)
        q, k, v = qkv.chunk(3, dim=-1)
        probs = torch.softmax(q @ k.transpose(0, 1) / q.shape[-1] ** 0.5, dim=-1)
        return probs @ v


qkv_lora = torch.compile(QKVWithLoRA(backend_name="torch_native"), fullgraph=True)
