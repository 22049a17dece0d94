from types import SimpleNamespace

import torch

from .scorer import GNMTGlobalScorer

BEAM_OPT = SimpleNamespace(
    beam_size=4,
    alpha=0.6,
    beta=0.0,
    length_penalty="wu",
    coverage_penalty="none",
    eos_idx=3,
    pad_idx=1,
)
GLOBAL_SCORER = GNMTGlobalScorer.from_opt(BEAM_OPT)


def advance(log_probs: torch.Tensor, topk_log_probs: torch.Tensor, is_finished: torch.Tensor, step: int):
    """log_probs: [B * beam, V]; topk_log_probs: [B, beam]; is_finished: [B, beam]."""
    beam_size = BEAM_OPT.beam_size
    vocab_size = log_probs.size(-1)
    batch_size = topk_log_probs.size(0)

    log_probs = log_probs.masked_fill(is_finished.view(-1, 1), -1e20)
    log_probs = log_probs + topk_log_probs.view(-1).unsqueeze(1)
    curr_scores = GLOBAL_SCORER.score(log_probs, step)
    curr_scores = curr_scores.reshape(batch_size, beam_size * vocab_size)

    topk_scores, topk_ids = torch.topk(curr_scores, beam_size, dim=-1)
    topk_log_probs = topk_scores * GLOBAL_SCORER.length_penalty(step + 1, alpha=GLOBAL_SCORER.alpha)
    select_indices = torch.div(topk_ids, vocab_size, rounding_mode="trunc")
    topk_ids = topk_ids.fmod(vocab_size)
    is_finished = topk_ids.eq(BEAM_OPT.eos_idx)
    return topk_log_probs, topk_ids, select_indices, is_finished


advance_step = torch.compile(advance, fullgraph=True)
