from dataclasses import dataclass


@dataclass(frozen=True)
class VocoderConfig:
    dim: int = 8
    frame_len: int = 8
    hop: int = 4

    @property
    def overlap(self) -> int:
        return self.frame_len - self.hop

    def validate(self) -> "VocoderConfig":
        if self.hop > self.frame_len:
            raise ValueError("hop must not exceed frame_len")
        return self
