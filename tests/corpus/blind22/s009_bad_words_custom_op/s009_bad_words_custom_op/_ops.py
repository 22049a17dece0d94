"""Host-side kernels exposed as custom ops so the compiled sampler can call them."""
from __future__ import annotations

import torch


@torch.library.custom_op("corpus_s009::ban_bad_words", mutates_args={"logits"})
def ban_bad_words(
    logits: torch.Tensor,
    output_tokens: torch.Tensor,
    bad_words_flat: torch.Tensor,
    bad_words_offsets: torch.Tensor,
) -> None:
    """For every bad-word sequence whose prefix matches the tail of a row's output,
    set the logit of the sequence's last token to -inf."""
    offsets = bad_words_offsets.tolist()
    words = [bad_words_flat[offsets[i]:offsets[i + 1]].tolist() for i in range(len(offsets) - 1)]
    for row, toks in enumerate(output_tokens.tolist()):
        toks = [t for t in toks if t >= 0]
        for word in words:
            prefix = word[:-1]
            if len(prefix) > len(toks):
                continue
            if not prefix or toks[len(toks) - len(prefix):] == prefix:
                logits[row, word[-1]] = float("-inf")


@ban_bad_words.register_fake
def _(logits, output_tokens, bad_words_flat, bad_words_offsets) -> None:
    return None
