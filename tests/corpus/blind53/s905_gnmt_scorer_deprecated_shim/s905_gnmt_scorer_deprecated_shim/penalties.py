import torch


class PenaltyBuilder(object):
    """Returns the length and coverage penalty functions selected by name."""

    def __init__(self, cov_pen: str, length_pen: str):
        self.has_cov_pen = not self._pen_is_none(cov_pen)
        self.coverage_penalty = self._coverage_penalty(cov_pen)
        self.has_len_pen = not self._pen_is_none(length_pen)
        self.length_penalty = self._length_penalty(length_pen)

    @staticmethod
    def _pen_is_none(pen):
        return pen == "none" or pen is None

    def _coverage_penalty(self, cov_pen):
        if cov_pen == "wu":
            return self.coverage_wu
        elif cov_pen == "summary":
            return self.coverage_summary
        elif self._pen_is_none(cov_pen):
            return self.coverage_none
        raise NotImplementedError("No '{:s}' coverage penalty.".format(cov_pen))

    def _length_penalty(self, length_pen):
        if length_pen == "wu":
            return self.length_wu
        elif length_pen == "avg":
            return self.length_average
        elif self._pen_is_none(length_pen):
            return self.length_none
        raise NotImplementedError("No '{:s}' length penalty.".format(length_pen))

    def coverage_wu(self, cov: torch.Tensor, beta: float = 0.0) -> torch.Tensor:
        penalty = -torch.min(cov, cov.clone().fill_(1.0)).log().sum(-1)
        return beta * penalty

    def coverage_summary(self, cov: torch.Tensor, beta: float = 0.0) -> torch.Tensor:
        penalty = torch.max(cov, cov.clone().fill_(1.0)).sum(-1)
        penalty -= cov.size(-1)
        return beta * penalty

    def coverage_none(self, cov: torch.Tensor, beta: float = 0.0) -> torch.Tensor:
        none = torch.zeros((1,), device=cov.device, dtype=torch.float)
        if cov.dim() == 3:
            none = none.unsqueeze(0)
        return none

    def length_wu(self, cur_len: int, alpha: float = 0.0) -> float:
        return ((5 + cur_len) / 6.0) ** alpha

    def length_average(self, cur_len: int, alpha: float = 0.0) -> float:
        return cur_len

    def length_none(self, cur_len: int, alpha: float = 0.0) -> float:
        return 1.0
