"""Decay / write-strength gating for the gated delta rule.

g    = -exp(A_log) * softplus(a + dt_bias)   (log-space decay, <= 0)
beta = sigmoid(b)
"""
import torch
import torch.nn.functional as F

# exp(cumsum(g)) inside a chunk underflows to 0 in fp16/bf16 below this value
LOG_DECAY_FLOOR = -30.0


def _stabilize_log_decay(g: torch.Tensor, floor: float) -> torch.Tensor:
    if g.min() < floor:
        g = g.clamp_min(floor)
    return g


def fused_gdn_gating(A_log, a, b, dt_bias, softplus_threshold: float = 20.0):
    g = -A_log.float().exp() * F.softplus(a.float() + dt_bias, threshold=softplus_threshold)
    g = _stabilize_log_decay(g, LOG_DECAY_FLOOR)
    beta = torch.sigmoid(b.float())
    return g, beta
