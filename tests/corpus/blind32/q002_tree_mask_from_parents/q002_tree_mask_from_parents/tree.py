import torch


class TokenTree:
    """Parent-pointer representation of a speculative token tree."""

    def __init__(self, parents):
        self.parents = parents

    def ancestors(self, node, parent_list):
        chain = []
        while node >= 0:
            chain.append(node)
            node = parent_list[node]
        return chain

    def depths(self):
        parent_list = self.parents.tolist()
        return [len(self.ancestors(i, parent_list)) - 1 for i in range(len(parent_list))]


def build_tree_attention_mask(parents: torch.Tensor, dtype=torch.float32) -> torch.Tensor:
    n = parents.shape[0]
    mask = torch.full((n, n), float("-inf"), dtype=dtype)
    tree = TokenTree(parents)
    parent_list = parents.tolist()
    for i in range(n):
        for j in tree.ancestors(i, parent_list):
            mask[i, j] = 0.0
    return mask


def tree_position_ids(parents: torch.Tensor) -> torch.Tensor:
    return torch.tensor(TokenTree(parents).depths(), dtype=torch.long)
