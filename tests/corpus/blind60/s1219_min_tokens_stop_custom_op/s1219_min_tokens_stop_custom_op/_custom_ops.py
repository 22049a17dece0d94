import torch


@torch.library.custom_op("corpus_s1219::mask_stop_tokens_", mutates_args=("logits",))
def mask_stop_tokens_(
    logits: torch.Tensor,
    output_lens: torch.Tensor,
    min_tokens: torch.Tensor,
    stop_token_ids: torch.Tensor,
) -> None:
    """Forbid stop tokens for requests that have not produced min_tokens yet.

    stop_token_ids is [batch, max_stop] padded with -1.
    """
    lens = output_lens.tolist()
    mins = min_tokens.tolist()
    stops = stop_token_ids.tolist()
    rows, cols = [], []
    for row, (n, m, ids) in enumerate(zip(lens, mins, stops)):
        if n >= m:
            continue
        for token_id in ids:
            if token_id >= 0:
                rows.append(row)
                cols.append(token_id)
    if rows:
        logits[rows, cols] = float("-inf")


@mask_stop_tokens_.register_fake
def _(logits, output_lens, min_tokens, stop_token_ids) -> None:
    return None
