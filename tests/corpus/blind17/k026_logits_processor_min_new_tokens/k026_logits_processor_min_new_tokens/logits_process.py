"""Logits processors applied to next-token scores (transformers-style)."""
import inspect

import torch


class LogitsProcessor:
    def __call__(self, input_ids, scores):
        raise NotImplementedError(f"{self.__class__} is an abstract class.")


class LogitsProcessorList(list):
    def __call__(self, input_ids, scores, **kwargs):
        for processor in self:
            function_args = inspect.signature(processor.__call__).parameters
            if len(function_args) > 2:
                if not all(arg in kwargs for arg in list(function_args.keys())[2:]):
                    raise ValueError(f"Make sure that all the required parameters for {processor.__class__} are passed.")
                scores = processor(input_ids, scores, **kwargs)
            else:
                scores = processor(input_ids, scores)
        return scores


class TemperatureLogitsWarper(LogitsProcessor):
    def __init__(self, temperature):
        if not isinstance(temperature, float) or not (temperature > 0):
            raise ValueError(f"`temperature` has to be a strictly positive float, but is {temperature}")
        self.temperature = temperature

    def __call__(self, input_ids, scores):
        return scores / self.temperature


class RepetitionPenaltyLogitsProcessor(LogitsProcessor):
    def __init__(self, penalty):
        self.penalty = penalty

    def __call__(self, input_ids, scores):
        score = torch.gather(scores, 1, input_ids)
        score = torch.where(score < 0, score * self.penalty, score / self.penalty)
        return scores.scatter(1, input_ids, score)


class MinNewTokensLengthLogitsProcessor(LogitsProcessor):
    """Forbid EOS until ``min_new_tokens`` non-padding tokens follow the prompt."""

    def __init__(self, prompt_length_to_skip, min_new_tokens, eos_token_id, pad_token_id):
        self.prompt_length_to_skip = prompt_length_to_skip
        self.min_new_tokens = min_new_tokens
        self.eos_token_id = torch.tensor([eos_token_id])
        self.pad_token_id = pad_token_id

    def __call__(self, input_ids, scores, cur_len):
        generated = input_ids[:, self.prompt_length_to_skip : cur_len]
        new_tokens_length = (generated != self.pad_token_id).sum(-1).min().item()
        scores_processed = scores.clone()
        if new_tokens_length < self.min_new_tokens:
            scores_processed[:, self.eos_token_id] = -float("inf")
        return scores_processed
