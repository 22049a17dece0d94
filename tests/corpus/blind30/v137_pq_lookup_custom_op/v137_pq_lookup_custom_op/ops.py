import numpy as np
import torch


@torch.library.custom_op("corpus_v137::pq_gather", mutates_args=())
def pq_gather(codes: torch.Tensor, codebooks: torch.Tensor) -> torch.Tensor:
    """codes: (N, M) int64, codebooks: (M, K, d) -> (N, M * d).

    Host implementation (numpy fancy indexing); the CUDA kernel lives in a
    separate extension and is registered for the CUDA key when available.
    """
    c = codes.detach().cpu().numpy()
    cb = codebooks.detach().cpu().numpy()
    m = np.arange(c.shape[1])[None, :]
    out = cb[m, c]  # (N, M, d)
    out = out.reshape(c.shape[0], -1)
    return torch.from_numpy(np.ascontiguousarray(out)).to(codebooks.device)


@pq_gather.register_fake
def _(codes, codebooks):
    n, m = codes.shape
    return codebooks.new_empty((n, m * codebooks.shape[-1]))
