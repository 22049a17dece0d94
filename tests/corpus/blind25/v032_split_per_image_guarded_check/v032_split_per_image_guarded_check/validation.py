"""Sanity checks on processor outputs.

The checks pull values to the host, so they only run in eager mode; under
torch.compile the processor is trusted (it already validated the batch).
"""
import logging

import torch

logger = logging.getLogger(__name__)


class PlaceholderMismatch(ValueError):
    pass


def _host_counts(input_ids: torch.Tensor, image_token_id: int):
    n_tokens = int((input_ids == image_token_id).sum().item())
    return n_tokens


def check_placeholders(input_ids, image_token_id, image_features):
    if torch.compiler.is_compiling():
        return
    n_tokens = _host_counts(input_ids, image_token_id)
    n_features = image_features.shape[0]
    if n_tokens != n_features:
        logger.error("placeholders=%d features=%d", n_tokens, n_features)
        raise PlaceholderMismatch(
            f"Image features and image tokens do not match: tokens: {n_tokens}, features {n_features}"
        )
