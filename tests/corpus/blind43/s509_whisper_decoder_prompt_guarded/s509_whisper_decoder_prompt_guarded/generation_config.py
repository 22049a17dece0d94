from dataclasses import dataclass, field


@dataclass
class WhisperGenerationConfig:
    vocab_size: int = 64
    decoder_start_token_id: int = 50  # <|startoftranscript|>
    prev_sot_token_id: int = 49  # <|startofprev|>
    no_timestamps_token_id: int = 63  # <|notimestamps|>
    pad_token_id: int = 48
    max_prompt_tokens: int = 4
    task_to_id: dict = field(default_factory=lambda: {"transcribe": 60, "translate": 61})
    task: str = "transcribe"
    return_timestamps: bool = False
