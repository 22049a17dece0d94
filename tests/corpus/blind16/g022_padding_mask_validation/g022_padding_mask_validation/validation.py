"""Input checks shared by every model of the package."""
import torch


class InputValidationError(ValueError):
    pass


def _check_mask_shape(attention_mask: torch.Tensor, hidden_states: torch.Tensor) -> None:
    if attention_mask.dim() != 2:
        raise InputValidationError(f"attention_mask must be 2D, got {attention_mask.dim()}D")
    if attention_mask.shape != hidden_states.shape[:2]:
        raise InputValidationError("attention_mask and inputs_embeds disagree on (batch, seq_len)")


def _check_no_empty_rows(attention_mask: torch.Tensor) -> None:
    # a fully padded row makes softmax produce NaNs
    tokens_per_row = attention_mask.sum(dim=-1)
    if not torch.all(tokens_per_row > 0):
        raise InputValidationError("attention_mask contains a sequence with no attended token")


def validate_model_inputs(attention_mask, hidden_states, strict: bool = True) -> None:
    _check_mask_shape(attention_mask, hidden_states)
    if strict:
        _check_no_empty_rows(attention_mask)
