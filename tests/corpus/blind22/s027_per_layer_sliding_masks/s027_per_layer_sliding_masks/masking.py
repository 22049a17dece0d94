import functools

import torch


def causal_mask_function(batch_idx, head_idx, q_idx, kv_idx):
    return kv_idx <= q_idx


def sliding_window_overlay(sliding_window):
    def inner_mask(batch_idx, head_idx, q_idx, kv_idx):
        return kv_idx > q_idx - sliding_window

    return inner_mask


def padding_mask_function(lengths):
    def inner_mask(batch_idx, head_idx, q_idx, kv_idx):
        return kv_idx < lengths[batch_idx]

    return inner_mask


def and_masks(*mask_functions):
    def and_mask(batch_idx, head_idx, q_idx, kv_idx):
        results = [fn(batch_idx, head_idx, q_idx, kv_idx) for fn in mask_functions]
        return functools.reduce(torch.logical_and, results)

    return and_mask


def _materialize(mask_function, batch_size, seq_len, device):
    batch_idx = torch.arange(batch_size, device=device)[:, None, None, None]
    q_idx = torch.arange(seq_len, device=device)[None, None, :, None]
    kv_idx = torch.arange(seq_len, device=device)[None, None, None, :]
    return mask_function(batch_idx, None, q_idx, kv_idx)


def create_causal_mask(config, lengths, seq_len):
    fn = and_masks(causal_mask_function, padding_mask_function(lengths))
    return _materialize(fn, lengths.shape[0], seq_len, lengths.device)


def create_sliding_window_causal_mask(config, lengths, seq_len):
    if seq_len <= config.sliding_window:
        # window covers the whole sequence: identical to the causal mask
        return create_causal_mask(config, lengths, seq_len)
    fn = and_masks(causal_mask_function, sliding_window_overlay(config.sliding_window), padding_mask_function(lengths))
    return _materialize(fn, lengths.shape[0], seq_len, lengths.device)


MASK_BUILDERS = {
    "full_attention": create_causal_mask,
    "sliding_attention": create_sliding_window_causal_mask,
}
