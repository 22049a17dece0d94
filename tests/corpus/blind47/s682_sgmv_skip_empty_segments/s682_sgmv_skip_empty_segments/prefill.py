from __future__ import annotations

import torch

from .punica_wrapper import PunicaWrapperCPU

HIDDEN = 8
MAX_LORAS = 3
MAX_RANK = 2

_punica = PunicaWrapperCPU(max_num_batched_tokens=64, max_loras=MAX_LORAS)
_gen = torch.Generator().manual_seed(0)
QKV_WEIGHT = torch.randn(3 * HIDDEN, HIDDEN, generator=_gen)
QKV_LORA_A = torch.randn(MAX_LORAS, MAX_RANK, HIDDEN, generator=_gen)
QKV_LORA_B = torch.randn(MAX_LORAS, 3 * HIDDEN, MAX_RANK, generator=_gen)


@torch.compile(fullgraph=True)
def qkv_proj_with_lora(hidden_states: torch.Tensor, seq_lens: torch.Tensor,
                       lora_indices: torch.Tensor) -> torch.Tensor:
    out = hidden_states @ QKV_WEIGHT.t()
    return _punica.add_lora_linear(out, hidden_states, QKV_LORA_A, QKV_LORA_B,
                                   seq_lens, lora_indices, scale=0.5)
