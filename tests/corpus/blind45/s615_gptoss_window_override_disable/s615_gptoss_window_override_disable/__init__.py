"""GPT-OSS style alternating sliding/full attention with runtime window overrides."""
