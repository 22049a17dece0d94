"""CTC post-processing helpers shared by the offline and streaming decoders."""
import torch

from .vocab import DEFAULT_VOCAB, CTCVocab


def log_probs(logits: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    return torch.log_softmax(logits / temperature, dim=-1)


def best_path(lp: torch.Tensor) -> torch.Tensor:
    # (B, T, V) -> (B, T)
    return lp.argmax(dim=-1)


def collapse_repeats(ids: torch.Tensor) -> torch.Tensor:
    """Merge consecutive repeats of the best path (standard CTC rule 1)."""
    flat = ids.reshape(-1)
    merged = torch.unique_consecutive(flat)
    return merged


def drop_blanks(ids: torch.Tensor, vocab: CTCVocab = DEFAULT_VOCAB) -> torch.Tensor:
    keep = ids != vocab.blank_id
    return ids[keep]


def ctc_greedy(lp: torch.Tensor, vocab: CTCVocab = DEFAULT_VOCAB) -> torch.Tensor:
    path = best_path(lp)
    merged = collapse_repeats(path)
    return drop_blanks(merged, vocab)
