"""Marlin-style int4 helpers: AWQ nibble order, workspace pool, reference GEMM."""
import threading
from typing import Dict, Optional, Tuple

import torch

GPTQ_MARLIN_MIN_THREAD_N = 4
GPTQ_MARLIN_MAX_PARALLEL = 16

# AWQ packs 8 nibbles per int32 in this interleaved order.
AWQ_PACK_ORDER = [0, 2, 4, 6, 1, 3, 5, 7]
AWQ_REVERSE_ORDER = [0, 4, 1, 5, 2, 6, 3, 7]


def pack_cols_awq(q: torch.Tensor) -> torch.Tensor:
    """[K, N] uint4 values (in int32) -> [K, N // 8] int32, AWQ nibble order."""
    k, n = q.shape
    q = q.reshape(k, n // 8, 8)[:, :, AWQ_PACK_ORDER]
    shifts = torch.arange(0, 32, 4, dtype=torch.int32)
    return (q << shifts).sum(dim=-1, dtype=torch.int32)


def unpack_cols_awq(packed: torch.Tensor) -> torch.Tensor:
    shifts = torch.arange(0, 32, 4, dtype=torch.int32, device=packed.device)
    q = (packed.unsqueeze(-1) >> shifts) & 0xF
    q = q[:, :, AWQ_REVERSE_ORDER]
    return q.reshape(packed.shape[0], -1)


class MarlinWorkspacePool:
    """One zeroed lock buffer per device, shared by every marlin GEMM call."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._buffers: Dict[Tuple[str, int], torch.Tensor] = {}

    def get(self, device: torch.device, size_n: int) -> torch.Tensor:
        max_workspace = (size_n // GPTQ_MARLIN_MIN_THREAD_N) * GPTQ_MARLIN_MAX_PARALLEL
        key = (device.type, max_workspace)
        with self._lock:
            buf = self._buffers.get(key)
            if buf is None:
                buf = torch.zeros(max_workspace, dtype=torch.int32, device=device)
                self._buffers[key] = buf
            return buf


_WORKSPACE_POOL = MarlinWorkspacePool()


def marlin_make_workspace(device: torch.device, size_n: int) -> torch.Tensor:
    return _WORKSPACE_POOL.get(device, size_n)


def marlin_gemm_ref(
    a: torch.Tensor,
    b_q_weight: torch.Tensor,
    b_scales: torch.Tensor,
    b_zeros: torch.Tensor,
    workspace: torch.Tensor,
    group_size: int,
) -> torch.Tensor:
    w = unpack_cols_awq(b_q_weight).to(a.dtype)
    z = unpack_cols_awq(b_zeros).to(a.dtype)
    z = z.repeat_interleave(group_size, dim=0)
    s = b_scales.repeat_interleave(group_size, dim=0)
    return a @ ((w - z) * s)


def apply_awq_marlin_linear(
    input: torch.Tensor,
    weight: torch.Tensor,
    weight_scale: torch.Tensor,
    weight_zp: torch.Tensor,
    group_size: int,
    output_size_per_partition: int,
    input_size_per_partition: int,
    bias: Optional[torch.Tensor] = None,
) -> torch.Tensor:
    reshaped_x = input.reshape(-1, input.shape[-1])
    out_shape = input.shape[:-1] + (output_size_per_partition,)
    workspace = marlin_make_workspace(input.device, output_size_per_partition)
    output = marlin_gemm_ref(reshaped_x, weight, weight_scale, weight_zp, workspace, group_size)
    if bias is not None:
        output.add_(bias)
    return output.reshape(out_shape)
