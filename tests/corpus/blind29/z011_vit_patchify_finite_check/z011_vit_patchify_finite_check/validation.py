"""Input validation helpers shared by the image and video preprocessors."""
import torch


class InvalidPixelsError(ValueError):
    pass


def check_rank(pixels: torch.Tensor, expected: int = 4) -> None:
    if pixels.dim() != expected:
        raise InvalidPixelsError(f"expected a rank-{expected} tensor, got {pixels.dim()}")


def check_channels(pixels: torch.Tensor, channels: int) -> None:
    if pixels.shape[1] != channels:
        raise InvalidPixelsError(f"expected {channels} channels, got {pixels.shape[1]}")


def check_finite(pixels: torch.Tensor) -> None:
    # NaNs from a broken decoder upstream silently poison the whole batch
    if not torch.isfinite(pixels).all():
        raise InvalidPixelsError("pixel tensor contains NaN or Inf")


def validate_pixels(pixels: torch.Tensor, channels: int = 3) -> torch.Tensor:
    check_rank(pixels)
    check_channels(pixels, channels)
    check_finite(pixels)
    return pixels
