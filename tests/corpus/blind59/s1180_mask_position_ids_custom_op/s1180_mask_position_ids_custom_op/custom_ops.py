import torch


@torch.library.custom_op("corpus_s1180::mask_to_position_ids", mutates_args=())
def mask_to_position_ids(attention_mask: torch.Tensor, padding_side: str) -> torch.Tensor:
    """Position ids for a padded batch; padded slots get position 0."""
    rows = []
    for row in attention_mask.tolist():
        valid = sum(1 for m in row if m)
        if padding_side == "left":
            positions = [0] * (len(row) - valid) + list(range(valid))
        else:
            positions = list(range(valid)) + [0] * (len(row) - valid)
        rows.append(positions)
    return torch.tensor(rows, dtype=torch.long, device=attention_mask.device)


@mask_to_position_ids.register_fake
def _(attention_mask: torch.Tensor, padding_side: str) -> torch.Tensor:
    return attention_mask.new_empty(attention_mask.shape, dtype=torch.long)


@torch.library.custom_op("corpus_s1180::last_token_indices", mutates_args=())
def last_token_indices(attention_mask: torch.Tensor, padding_side: str) -> torch.Tensor:
    if padding_side == "left":
        return torch.full((attention_mask.shape[0],), attention_mask.shape[1] - 1, dtype=torch.long)
    lengths = [int(sum(row)) for row in attention_mask.tolist()]
    return torch.tensor([max(n - 1, 0) for n in lengths], dtype=torch.long)


@last_token_indices.register_fake
def _(attention_mask: torch.Tensor, padding_side: str) -> torch.Tensor:
    return attention_mask.new_empty((attention_mask.shape[0],), dtype=torch.long)
