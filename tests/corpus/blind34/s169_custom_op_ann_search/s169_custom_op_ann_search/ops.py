import numpy as np
import torch


@torch.library.custom_op("corpus_s169::ann_search", mutates_args=())
def ann_search(queries: torch.Tensor, keys: torch.Tensor, k: int) -> torch.Tensor:
    """Brute-force search in numpy; stands in for a faiss call."""
    sims = queries.detach().cpu().numpy() @ keys.detach().cpu().numpy().T
    part = np.argpartition(-sims, k - 1, axis=-1)[:, :k]
    order = np.argsort(-np.take_along_axis(sims, part, axis=-1), axis=-1)
    ids = np.take_along_axis(part, order, axis=-1).astype(np.int64)
    return torch.from_numpy(np.ascontiguousarray(ids)).to(queries.device)


@ann_search.register_fake
def _(queries, keys, k):
    return queries.new_empty(queries.shape[0], k, dtype=torch.int64)
