import torch
from torch import nn


def compute_raw_logits(hidden_states: torch.Tensor, lm_head: nn.Module) -> torch.Tensor:
    return torch.nn.functional.linear(hidden_states, lm_head.weight)


def strip_vocab_padding(logits: torch.Tensor, lm_head: nn.Module) -> torch.Tensor:
    real_vocab = lm_head.org_vocab_size + lm_head.num_added_embeddings
    if logits.shape[-1] == lm_head.num_embeddings_padded:
        return logits[..., :real_vocab]
    return logits


def gather_next_token_logits(logits: torch.Tensor, last_indices: torch.Tensor) -> torch.Tensor:
    return logits.index_select(0, last_indices)
