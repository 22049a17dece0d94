import torch

from . import chunking


def intra_chunk(x_c: torch.Tensor, decay: torch.Tensor) -> torch.Tensor:
    # x_c: (b, c, l, d); cumulative decayed sum within a chunk
    L = x_c.shape[2]
    idx = torch.arange(L, device=x_c.device)
    rel = (idx.view(-1, 1) - idx.view(1, -1)).clamp(min=0).to(x_c.dtype)
    mask = torch.tril(torch.ones(L, L, device=x_c.device, dtype=x_c.dtype))
    kernel = decay.view(1, 1, 1, -1) ** rel.view(1, L, L, 1) * mask.view(1, L, L, 1)
    return torch.einsum("blsd,bcsd->bcld", kernel.expand(x_c.shape[0], -1, -1, -1), x_c)


def chunked_recurrence(x, decay, state, seq_lens, chunk_size=chunking.DEFAULT_CHUNK):
    n_chunks = chunking.plan_chunks(seq_lens, chunk_size)
    x_c = chunking.pad_to_chunks(x, n_chunks, chunk_size)
    local = intra_chunk(x_c, decay)
    outs = []
    for c in range(n_chunks):
        steps = torch.arange(1, chunk_size + 1, dtype=x.dtype).view(1, -1, 1)
        carried = state.unsqueeze(1) * decay.view(1, 1, -1) ** steps
        y = local[:, c] + carried
        state = y[:, -1]
        outs.append(y)
    return torch.cat(outs, dim=1)[:, : x.shape[1]], state
