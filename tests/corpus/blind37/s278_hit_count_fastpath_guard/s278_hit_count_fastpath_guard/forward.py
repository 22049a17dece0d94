import torch

from . import paths


@torch.compile(fullgraph=True)
def attention_forward(q, k_new, v_new, cached_k, cached_v, hit_mask):
    kind = paths.select_path(hit_mask)
    fn = paths.PATHS[kind]
    return fn(q, k_new, v_new, cached_k, cached_v, hit_mask)
