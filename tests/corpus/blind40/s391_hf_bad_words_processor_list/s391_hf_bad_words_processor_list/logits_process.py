from typing import Iterable, List

import torch


class LogitsProcessor:
    """Abstract base class for all logit processors applied during generation."""

    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor) -> torch.FloatTensor:
        raise NotImplementedError(
            f"{self.__class__} is an abstract class. Only classes inheriting this class can be called."
        )


class LogitsProcessorList(list):
    """A list of processors applied one after the other to the next-token scores."""

    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor) -> torch.FloatTensor:
        for processor in self:
            scores = processor(input_ids, scores)
        return scores


class TemperatureLogitsWarper(LogitsProcessor):
    def __init__(self, temperature: float):
        if not isinstance(temperature, float) or not (temperature > 0):
            raise ValueError(f"`temperature` has to be a strictly positive float, but is {temperature}")
        self.temperature = temperature

    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor) -> torch.FloatTensor:
        return scores / self.temperature


class RepetitionPenaltyLogitsProcessor(LogitsProcessor):
    def __init__(self, penalty: float):
        if not isinstance(penalty, float) or not (penalty > 0):
            raise ValueError(f"`penalty` has to be a strictly positive float, but is {penalty}")
        self.penalty = penalty

    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor) -> torch.FloatTensor:
        score = torch.gather(scores, 1, input_ids)
        # if score < 0 then repetition penalty has to be multiplied to reduce the token probabilities
        score = torch.where(score < 0, score * self.penalty, score / self.penalty)
        return scores.scatter(1, input_ids, score)


class NoBadWordsLogitsProcessor(LogitsProcessor):
    """Sets the score of banned token sequences to -inf once their prefix has been generated."""

    def __init__(self, bad_words_ids: List[List[int]], eos_token_id: int):
        bad_words_ids = [seq for seq in bad_words_ids if seq != [eos_token_id]]
        self.bad_words_id_length_1 = [seq[0] for seq in bad_words_ids if len(seq) == 1]
        self.bad_words_id_length_greater_than_1 = [seq for seq in bad_words_ids if len(seq) > 1]

    @staticmethod
    def _tokens_match(prev_tokens: List[int], tokens: List[int]) -> bool:
        if len(tokens) == 0:
            return True
        if len(tokens) > len(prev_tokens):
            return False
        return prev_tokens[-len(tokens):] == tokens

    def _calc_banned_bad_words_ids(self, prev_input_ids: Iterable[torch.LongTensor]) -> List[List[int]]:
        banned_tokens = []
        for prev_input_ids_slice in prev_input_ids:
            banned_tokens_slice = []
            for banned_token_seq in self.bad_words_id_length_greater_than_1:
                if self._tokens_match(prev_input_ids_slice.tolist(), banned_token_seq[:-1]):
                    banned_tokens_slice.append(banned_token_seq[-1])
            banned_tokens.append(banned_tokens_slice)
        return banned_tokens

    def _static_bad_words_mask(self, scores: torch.FloatTensor) -> torch.BoolTensor:
        mask = torch.zeros(scores.shape[-1], dtype=torch.bool, device=scores.device)
        if self.bad_words_id_length_1:
            mask[self.bad_words_id_length_1] = True
        return mask.unsqueeze(0).expand_as(scores)

    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor) -> torch.FloatTensor:
        scores = scores.masked_fill(self._static_bad_words_mask(scores), -float("inf"))
        banned = self._calc_banned_bad_words_ids(input_ids)
        for batch_idx, batch_banned_tokens in enumerate(banned):
            for token in batch_banned_tokens:
                scores[batch_idx, token] = -float("inf")
        return scores
