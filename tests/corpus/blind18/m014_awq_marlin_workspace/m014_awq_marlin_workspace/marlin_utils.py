import threading

import torch

GPTQ_MARLIN_MIN_THREAD_N = 64
GPTQ_MARLIN_MAX_PARALLEL = 16

AWQ_REVERSE_ORDER = (0, 4, 1, 5, 2, 6, 3, 7)

_workspace_lock = threading.Lock()
_workspaces: dict = {}


@torch.compiler.disable
def marlin_make_workspace(output_size_per_partition: int, device: torch.device) -> torch.Tensor:
    max_workspace_size = (output_size_per_partition // GPTQ_MARLIN_MIN_THREAD_N) * GPTQ_MARLIN_MAX_PARALLEL
    key = (str(device), max_workspace_size)
    with _workspace_lock:
        ws = _workspaces.get(key)
        if ws is None:
            ws = torch.zeros(max(max_workspace_size, 1), dtype=torch.int32, device=device)
            _workspaces[key] = ws
    return ws


def unpack_awq_int4(qweight: torch.Tensor, bits: int = 4) -> torch.Tensor:
    shifts = torch.arange(0, 32, bits, dtype=torch.int32, device=qweight.device)
    unpacked = (qweight.unsqueeze(-1) >> shifts) & ((1 << bits) - 1)
    order = torch.tensor(AWQ_REVERSE_ORDER, device=qweight.device)
    unpacked = unpacked[..., order]
    return unpacked.reshape(qweight.shape[0], -1)
