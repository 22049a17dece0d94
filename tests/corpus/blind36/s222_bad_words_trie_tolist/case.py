import torch

ENTRY = "s222_bad_words_trie_tolist.lm_head:compiled_head"


def inputs():
    g = torch.Generator().manual_seed(1)
    hidden = torch.randn(4, 8, generator=g)
    last_tokens = torch.tensor([3, 5, 7, 2])
    return (hidden, last_tokens)
