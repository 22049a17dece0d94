import torch


@torch.library.custom_op("corpus_q009::tree_attn_mask", mutates_args=())
def tree_attn_mask(parents: torch.Tensor) -> torch.Tensor:
    """Additive attention mask: each tree node attends to its ancestors."""
    parent_list = parents.tolist()
    n = len(parent_list)
    mask = torch.full((n, n), float("-inf"))
    for i in range(n):
        node = i
        while node >= 0:
            mask[i, node] = 0.0
            node = parent_list[node]
    return mask


@tree_attn_mask.register_fake
def _(parents):
    n = parents.shape[0]
    return parents.new_empty((n, n), dtype=torch.float32)
