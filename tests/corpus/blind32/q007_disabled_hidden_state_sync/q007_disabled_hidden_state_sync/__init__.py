"""EAGLE-style draft head that consumes the target model's last hidden states."""
