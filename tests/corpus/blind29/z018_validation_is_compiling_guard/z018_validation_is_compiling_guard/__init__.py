from .encoder import VideoEncoder, encode_frames

__all__ = ["VideoEncoder", "encode_frames"]
