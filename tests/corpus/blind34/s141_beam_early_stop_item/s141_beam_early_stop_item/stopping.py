import torch

from .config import BeamConfig


class BeamStopper:
    """Decides whether a batch row can stop producing new hypotheses."""

    def __init__(self, cfg: BeamConfig):
        self.cfg = cfg

    def _normalized(self, scores: torch.Tensor, cur_len: int) -> torch.Tensor:
        return scores / (cur_len ** self.cfg.length_penalty)

    def best_possible(self, beam_scores: torch.Tensor, cur_len: int) -> torch.Tensor:
        # best score any alive beam can still reach under the length penalty
        best_alive = beam_scores.max(dim=-1).values
        return self._normalized(best_alive, cur_len)

    def is_done(self, worst_finished: torch.Tensor, beam_scores: torch.Tensor, cur_len: int) -> torch.Tensor:
        if self.cfg.early_stopping == "never":
            return torch.zeros_like(worst_finished, dtype=torch.bool)
        best = self.best_possible(beam_scores, cur_len)
        margin = (worst_finished - best).min()
        # heuristic: once the worst finished hypothesis beats every alive beam, stop
        if margin.item() >= 0.0:
            return torch.ones_like(worst_finished, dtype=torch.bool)
        return worst_finished >= best
