import torch
import torch.nn.functional as F

from .plan import ChunkPlan, ScanMode


def _sequential(u, log_a, h):
    outs = []
    for t in range(u.shape[1]):
        h = torch.exp(log_a[:, t]) * h + u[:, t]
        outs.append(h)
    return torch.stack(outs, dim=1), h


def _chunked(u, log_a, h, plan: ChunkPlan):
    if plan.pad:
        u = F.pad(u, (0, 0, 0, plan.pad))
        log_a = F.pad(log_a, (0, 0, 0, plan.pad))  # log(1) = 0: padding keeps the state
    b, _, d = u.shape
    u = u.view(b, plan.n_chunks, plan.chunk, d)
    log_a = log_a.view(b, plan.n_chunks, plan.chunk, d)
    cum = torch.cumsum(log_a, dim=2)                       # within-chunk decay
    # intra-chunk: h_t = sum_s exp(cum_t - cum_s) u_s  (causal)
    rel = cum.unsqueeze(3) - cum.unsqueeze(2)              # (b, c, t, s, d)
    causal = torch.tril(torch.ones(plan.chunk, plan.chunk, dtype=torch.bool, device=u.device))
    w = torch.where(causal.view(1, 1, plan.chunk, plan.chunk, 1), torch.exp(rel), torch.zeros_like(rel))
    intra = (w * u.unsqueeze(2)).sum(3)
    outs = []
    for c in range(plan.n_chunks):
        y = intra[:, c] + torch.exp(cum[:, c]) * h.unsqueeze(1)
        h = y[:, -1]
        outs.append(y)
    y = torch.cat(outs, dim=1)[:, : plan.seqlen]
    return y, y[:, -1]


def decay_scan(u, log_a, h, plan: ChunkPlan):
    if plan.mode is ScanMode.SEQUENTIAL:
        return _sequential(u, log_a, h)
    return _chunked(u, log_a, h, plan)
