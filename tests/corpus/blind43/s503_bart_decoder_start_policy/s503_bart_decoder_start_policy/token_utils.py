"""Helpers shared by the seq2seq decoder-input builders."""
import torch


def shift_tokens_right(input_ids: torch.Tensor, pad_token_id: int, decoder_start_token_id: int):
    """Shift input ids one token to the right (BART / mBART / Marian)."""
    shifted_input_ids = input_ids.new_zeros(input_ids.shape)
    shifted_input_ids[:, 1:] = input_ids[:, :-1].clone()
    shifted_input_ids[:, 0] = decoder_start_token_id
    if pad_token_id is None:
        raise ValueError("self.model.config.pad_token_id has to be defined.")
    # replace possible -100 values in labels by `pad_token_id`
    shifted_input_ids.masked_fill_(shifted_input_ids == -100, pad_token_id)
    return shifted_input_ids


def check_token_range(token_ids: torch.Tensor, vocab_size: int, what: str) -> None:
    if (token_ids >= vocab_size).any():
        raise ValueError(f"{what} contains ids outside the vocabulary of size {vocab_size}")
