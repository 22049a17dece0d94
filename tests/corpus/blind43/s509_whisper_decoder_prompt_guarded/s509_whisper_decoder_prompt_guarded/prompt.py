import torch

from .generation_config import WhisperGenerationConfig
from .validation import PromptValidator

GEN_CONFIG = WhisperGenerationConfig()
VALIDATOR = PromptValidator(GEN_CONFIG)
token_embedding = torch.nn.Embedding(GEN_CONFIG.vocab_size, 8)


def _task_tokens(cfg: WhisperGenerationConfig, batch: int, like: torch.Tensor):
    ids = [cfg.task_to_id[cfg.task]]
    if not cfg.return_timestamps:
        ids.append(cfg.no_timestamps_token_id)
    return torch.tensor(ids, dtype=like.dtype, device=like.device).expand(batch, -1)


def build_decoder_prompt(language_ids, prompt_ids):
    """<|startofprev|> prompt <|startoftranscript|> <|lang|> <|task|> [<|notimestamps|>]"""
    cfg = GEN_CONFIG
    VALIDATOR.check(language_ids, prompt_ids)
    batch = language_ids.shape[0]
    prompt_ids = prompt_ids[:, -cfg.max_prompt_tokens :]
    prev = prompt_ids.new_full((batch, 1), cfg.prev_sot_token_id)
    sot = prompt_ids.new_full((batch, 1), cfg.decoder_start_token_id)
    decoder_input_ids = torch.cat(
        [prev, prompt_ids, sot, language_ids[:, None], _task_tokens(cfg, batch, prompt_ids)], dim=-1
    )
    return decoder_input_ids, token_embedding(decoder_input_ids)


step = torch.compile(build_decoder_prompt, fullgraph=True)
