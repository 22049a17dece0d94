"""YaRN-scaled rotary embedding with a growable cos/sin cache."""
