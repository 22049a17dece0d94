import torch
import torch.distributed as dist
import torch.nn.functional as F

from .config import PARALLEL_CONFIG
from .sp_utils import check_replicated, gather_sequence_from_sp, split_sequence_for_sp


def _tp_world_size() -> int:
    if dist.is_available() and dist.is_initialized():
        return dist.get_world_size()
    return 1


def fused_add_rms_norm(x, residual, weight, eps: float = 1e-6):
    residual = x + residual
    var = residual.pow(2).mean(-1, keepdim=True)
    return residual * torch.rsqrt(var + eps) * weight, residual


@torch.compile(fullgraph=True, dynamic=False)
def decoder_mlp_step(hidden, residual, seq_lens, norm_w, w_gate_up, w_down):
    cfg = PARALLEL_CONFIG
    num_tokens = hidden.shape[0]
    hidden, residual = fused_add_rms_norm(hidden, residual, norm_w)
    if cfg.enable_sequence_parallel:
        hidden = split_sequence_for_sp(hidden, seq_lens, cfg.sp_pad_to_multiple)
    gate, up = (hidden @ w_gate_up.t()).chunk(2, dim=-1)
    out = (F.silu(gate) * up) @ w_down.t()
    if _tp_world_size() > 1:
        dist.all_reduce(out)
    if cfg.enable_sequence_parallel:
        out = gather_sequence_from_sp(out, num_tokens)
    if cfg.enable_comm_debug_checks:
        check_replicated(out)
    return out, residual
