"""Logits processors / warpers applied before sampling (transformers.generation style)."""
import inspect
import warnings

import torch


class LogitsProcessor:
    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor) -> torch.FloatTensor:
        raise NotImplementedError(f"{self.__class__} is an abstract class.")


class LogitsProcessorList(list):
    def __call__(self, input_ids, scores):
        for processor in self:
            function_args = inspect.signature(processor.__call__).parameters
            if len(function_args) > 2:
                if not all(arg in kwargs for arg in list(function_args.keys())[2:]):
                    raise ValueError(f"Make sure that all the required parameters for {processor.__class__} are passed.")
                scores = processor(input_ids, scores, **kwargs)
            else:
                scores = processor(input_ids, scores)
        return scores


class MinNewTokensLengthLogitsProcessor(LogitsProcessor):
    def __init__(self, prompt_length_to_skip: int, min_new_tokens: int, eos_token_id):
        if not isinstance(eos_token_id, torch.Tensor):
            eos_token_id = torch.tensor([eos_token_id] if isinstance(eos_token_id, int) else eos_token_id)
        self.prompt_length_to_skip = prompt_length_to_skip
        self.min_new_tokens = min_new_tokens
        self.eos_token_id = eos_token_id

    def __call__(self, input_ids, scores):
        new_tokens_length = input_ids.shape[-1] - self.prompt_length_to_skip
        scores_processed = scores.clone()
        vocab_tensor = torch.arange(scores.shape[-1], device=scores.device)
        eos_token_mask = torch.isin(vocab_tensor, self.eos_token_id.to(scores.device))
        if new_tokens_length < self.min_new_tokens:
            scores_processed = torch.where(eos_token_mask, -float("inf"), scores)
        return scores_processed


class RepetitionPenaltyLogitsProcessor(LogitsProcessor):
    def __init__(self, penalty: float):
        if not isinstance(penalty, float) or not (penalty > 0):
            raise ValueError(f"`penalty` has to be a strictly positive float, but is {penalty}")
        self.penalty = penalty

    def __call__(self, input_ids, scores):
        score = torch.gather(scores, 1, input_ids)
        score = torch.where(score < 0, score * self.penalty, score / self.penalty)
        return scores.scatter(1, input_ids, score)


class TemperatureLogitsWarper(LogitsProcessor):
    def __init__(self, temperature: float):
        if temperature == 0.0:
            warnings.warn("temperature=0.0 means greedy decoding; use do_sample=False instead.", UserWarning)
            temperature = 1.0
        self.temperature = temperature

    def __call__(self, input_ids, scores):
        return scores / self.temperature


class TopKLogitsWarper(LogitsProcessor):
    def __init__(self, top_k: int, filter_value: float = -float("inf"), min_tokens_to_keep: int = 1):
        self.top_k = max(top_k, min_tokens_to_keep)
        self.filter_value = filter_value

    def __call__(self, input_ids, scores):
        top_k = min(self.top_k, scores.size(-1))
        indices_to_remove = scores < torch.topk(scores, top_k)[0][..., -1, None]
        return scores.masked_fill(indices_to_remove, self.filter_value)


class TopPLogitsWarper(LogitsProcessor):
    def __init__(self, top_p: float, filter_value: float = -float("inf"), min_tokens_to_keep: int = 1):
        top_p = float(top_p)
        if top_p < 0 or top_p > 1.0:
            raise ValueError(f"`top_p` has to be a float > 0 and < 1, but is {top_p}")
        self.top_p = top_p
        self.filter_value = filter_value
        self.min_tokens_to_keep = min_tokens_to_keep

    def __call__(self, input_ids, scores):
        sorted_logits, sorted_indices = torch.sort(scores, descending=False)
        cumulative_probs = sorted_logits.softmax(dim=-1).cumsum(dim=-1)
        sorted_indices_to_remove = cumulative_probs <= (1 - self.top_p)
        sorted_indices_to_remove[..., -self.min_tokens_to_keep :] = 0
        indices_to_remove = sorted_indices_to_remove.scatter(1, sorted_indices, sorted_indices_to_remove)
        return scores.masked_fill(indices_to_remove, self.filter_value)
