import torch
import torch.nn.functional as F

from .state import BeamState, advance_lengths, finalize_scores

EOS = 3
ALPHA = 0.7


def _update_finished(state: BeamState, next_tokens: torch.Tensor) -> torch.Tensor:
    return state.finished | (next_tokens == EOS)


def _maybe_finalize(state: BeamState) -> torch.Tensor:
    # all hypotheses done: hand back length-normalised scores, otherwise raw
    if state.finished.all():
        return finalize_scores(state, ALPHA)
    return state.scores


def greedy_beam_advance(logits, scores, finished, lengths):
    logp = F.log_softmax(logits, dim=-1)
    # finished beams only extend with EOS at zero cost
    logp = torch.where(finished.unsqueeze(-1), torch.full_like(logp, float("-inf")), logp)
    logp[..., EOS] = torch.where(finished, torch.zeros_like(scores), logp[..., EOS])
    best, next_tokens = logp.max(dim=-1)
    state = BeamState(scores + best, finished, lengths)
    state = BeamState(state.scores, _update_finished(state, next_tokens), advance_lengths(state))
    return next_tokens, _maybe_finalize(state), state.finished, state.lengths


step = torch.compile(greedy_beam_advance, fullgraph=True)
