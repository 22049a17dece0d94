import torch

POOLERS = {}


def register_pooler(name):
    def deco(fn):
        POOLERS[name] = fn
        return fn

    return deco


def _mean_of_valid(row_hidden, row_mask):
    valid = row_hidden[row_mask > 0]
    if valid.shape[0] == 0:
        return row_hidden[0]
    return valid.mean(0)


@register_pooler("last")
def last_token_pool(hidden, mask):
    lengths = mask.sum(-1).long() - 1
    return hidden[torch.arange(hidden.shape[0]), lengths]


@register_pooler("mean")
def masked_mean_pool(hidden, mask):
    return torch.stack([_mean_of_valid(hidden[b], mask[b]) for b in range(hidden.shape[0])])
