from dataclasses import dataclass


@dataclass(frozen=True)
class ImageLayout:
    """Patch grid of one (resized) image as reported by the processor."""

    grid_h: int
    grid_w: int
    patch_size: int = 14

    @property
    def num_patches(self) -> int:
        return self.grid_h * self.grid_w

    @classmethod
    def from_pixels(cls, height: int, width: int, patch_size: int = 14):
        return cls(height // patch_size, width // patch_size, patch_size)
